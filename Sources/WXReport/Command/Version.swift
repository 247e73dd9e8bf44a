/// The program's name and version, as `--version` prints it. One place, so the help text,
/// `--version` and any report footer cannot disagree.
package enum Version {
    package static let string = "wxreport 0.1.0"
}
