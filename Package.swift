// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "wxreport",
    products: [
        .executable(name: "wxreport", targets: ["wxreport"])
    ],
    targets: [
        .target(
            name: "WXReport",
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        .executableTarget(name: "wxreport", dependencies: ["WXReport"]),
        .executableTarget(name: "owmgen"),
        .testTarget(
            name: "WXReportTests",
            dependencies: ["WXReport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "OwmgenTests", dependencies: ["owmgen"]),
    ]
)
