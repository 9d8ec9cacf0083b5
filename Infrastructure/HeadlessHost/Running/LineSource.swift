/// Where `shell` reads its lines from: standard input, or a list in tests.
@MainActor
public protocol LineSource: AnyObject {
    /// The next line without its newline; nil at the end of input.
    func nextLine() async -> String?
}
