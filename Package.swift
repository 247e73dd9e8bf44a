// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "wxreport",
    products: [
        .executable(name: "wxreport", targets: ["wxreport"])
    ],
    targets: [
        // The system zlib for gzip input: a module map, not a package dependency.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "WXReport",
            dependencies: ["CZlib"],
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
