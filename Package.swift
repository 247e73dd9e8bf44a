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
        // glibc's <malloc.h> (mallopt), which the Glibc module leaves out.
        .systemLibrary(name: "CMalloc"),
        // argv and the executable's path as glibc hands them over at start-up, for no /proc.
        .target(name: "CStartup"),
        .target(
            name: "WXReport",
            dependencies: ["CZlib", "CMalloc", "CStartup"],
            exclude: ["Tables/HEADERS.md", "Tables/CONDITIONS.md"],
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        // The man page and the shell completions live beside the command they describe; `make install`
        // copies them, so they are kept out of the target.
        .executableTarget(name: "wxreport", dependencies: ["WXReport"], exclude: ["man", "completions"]),
        .executableTarget(name: "owmgen"),
        // What the test targets share and the library does not ship: in-memory sources and
        // readers, test stages, the JSON validator, process and tool helpers, and the fixtures
        // (its resources, found through its bundle). In no product, so never installed.
        .target(
            name: "WXReportTestSupport",
            dependencies: ["WXReport", "CZlib"],
            path: "Tests/WXReportTestSupport",
            resources: [.copy("Fixtures")]
        ),
        // `wxreport` with the named temporary file forced, for the end-to-end tests of that
        // fallback (file systems without O_TMPFILE); built with the tests, in no product.
        .executableTarget(
            name: "wxreport-named-temporary", dependencies: ["WXReport"], path: "Tests/NamedTemporaryCommand"),
        // In-process tests of each stage and of the pipeline.
        .testTarget(name: "WXReportTests", dependencies: ["WXReport", "WXReportTestSupport"]),
        // The built binary run as a user runs it, and what `make install` ships (man page,
        // completions, README examples).
        .testTarget(
            name: "WXReportEndToEndTests",
            dependencies: ["WXReport", "WXReportTestSupport", "wxreport-named-temporary"]
        ),
        .testTarget(name: "OwmgenTests", dependencies: ["owmgen"]),
    ]
)
