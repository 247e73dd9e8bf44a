// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "wxreport",
    defaultLocalization: "en",  // SwiftPM requires it once a target has `.lproj` resources
    products: [
        .executable(name: "wxreport", targets: ["wxreport"])
    ],
    targets: [
        .target(
            name: "WXReport",
            exclude: ["Resources/HEADERS.md"],
            resources: [.process("Resources")],  // <language>.lproj/Headers.strings: the header titles
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        .executableTarget(name: "wxreport", dependencies: ["WXReport"]),
        .executableTarget(name: "owmgen"),
        .testTarget(
            name: "WXReportTests",
            dependencies: ["WXReport"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
