import Glibc

/// The path chores of `ReportOutput`, apart from the commit logic: which file a path really
/// names, and whether it is one the run is about to read.
extension ReportOutput {
    private typealias Location = FileIdentity.Location

    /// Refuses an output file that is one of the inputs (`wxreport a.json -o a.json`, or the same
    /// file through a symbolic or hard link, or standard input redirected from it): the rename at
    /// commit would replace the JSON with the report. Called before anything is read, so the
    /// input is untouched. Only a regular file can be destroyed this way; devices and fifos pass.
    /// `inputs` come with what they are when known (`InputExpansion.inputsAtOutputs` gives only
    /// those at one of `writtenLocations`). Standard output is checked too: the shell may have
    /// opened it on an input (`wxreport a.json >> a.json`, `1<> a.json`), which `cat` refuses.
    /// `file`: what the refusal calls the file written and what it holds.
    package static func checkDistinct(
        _ destination: Destination, from inputs: [(path: SystemPath, listed: FileIdentity?)],
        file: (shown: String, noun: String) = ("output", "report")
    ) throws(ReportError) {
        var (path, shown): (SystemPath, String) = ("/dev/stdout", "standard output")
        if case .file(let named) = destination { (path, shown) = (named, "\(file.shown) '\(named)'") }
        guard let output = status(of: path), output.st_mode & S_IFMT == S_IFREG else { return }
        for (input, listed) in inputs {
            let found = listed?.location ?? status(of: input.isStandardInput ? "/dev/fd/0" : input).map(Location.init)
            guard found == Location(output) else { continue }
            let input = input.isStandardInput ? "standard input" : "input '\(input)'"
            throw ReportError(
                .usage, "\(shown) is the same file as \(input); write the \(file.noun) to another file")
        }
    }

    /// `stat` of the file at `path`, looked up through the descriptor a path such as
    /// `/dev/stdout` stands for, so no /proc is needed; nil when it cannot be.
    static func status(of path: SystemPath) -> stat? {
        guard let descriptor = inheritedDescriptor(path) else { return LongPath.status(of: path) }
        var status = stat()
        return fstat(descriptor, &status) == 0 ? status : nil
    }

    /// Whether the files at `path` and `other` are one: the same regular file by device and
    /// inode, or, when neither exists yet, the same name in the same folder however it is spelled
    /// (`./out.csv`, `sub/../out.csv`, `$PWD/out.csv`, a dangling link to it). Devices and fifos
    /// may be shared. Looked up as `checkDistinct` looks them up (`status(of:)`).
    package static func isSameFile(_ path: SystemPath, _ other: SystemPath) -> Bool {
        guard path != other else { return true }
        guard let one = place(of: path), let another = place(of: other) else { return false }
        return one.location == another.location && one.name == another.name
    }

    /// Where the file at `path` is: a regular file's location (and no name); for one that does
    /// not exist yet, its folder's and its name there (through a dangling link, the file the
    /// link names); nil for anything else.
    private static func place(of path: SystemPath) -> (location: FileIdentity.Location, name: SystemPath?)? {
        if let found = status(of: path) {
            return found.st_mode & S_IFMT == S_IFREG ? (FileIdentity.Location(found), nil) : nil
        }
        let (directory, name) = linkTarget(path).split
        return status(of: directory ?? ".").map { (FileIdentity.Location($0), name) }
    }

    /// Where the files a run writes are now, of those that exist: standard output and `paths`
    /// (the report and the rejects file), looked up as `checkDistinct` looks them up. Only an
    /// input at one of these can be one of them.
    package static func writtenLocations(_ paths: [SystemPath?]) -> [FileIdentity.Location] {
        (["/dev/stdout"] + paths.compactMap { $0 }).compactMap(status(of:)).map(FileIdentity.Location.init)
    }

    /// The descriptor a path like `/dev/stdout` or `/proc/self/fd/3` stands for. Such a path
    /// is written through our own descriptor: opening it anew would truncate a file that the
    /// shell opened for appending (`>> log`), and a temporary file beside it would land in /dev.
    static func inheritedDescriptor(_ path: SystemPath) -> Int32? {
        let text = path.text
        if let named = ["/dev/stdout": STDOUT_FILENO, "/dev/stderr": STDERR_FILENO][text] { return named }
        return ["/dev/fd/", "/proc/self/fd/"].first(where: text.hasPrefix).flatMap { Int32(text.dropFirst($0.count)) }
    }

    /// The file a chain of symbolic links at `path` ends at (through a dangling one, the name
    /// `>` would create); `path` itself when it is no link. The rename at commit replaces that
    /// file, so a link stays a link.
    static func linkTarget(_ path: SystemPath) -> SystemPath {
        var (current, buffer) = (path, [CChar](repeating: 0, count: Int(PATH_MAX) + 1))
        let capacity = buffer.count
        // The kernel gives up after 40 links (ELOOP); `readlink` fails on anything but a link.
        for _ in 0..<40 {
            let count = current.withCString { readlink($0, &buffer, capacity) }
            guard count > 0, count < capacity else { return current }
            let target = SystemPath(bytes: buffer[..<count].map { UInt8(bitPattern: $0) })
            current =
                target.bytes.first == UInt8(ascii: "/") ? target : SystemPath.joining(current.split.directory, target)
        }
        return current
    }
}
