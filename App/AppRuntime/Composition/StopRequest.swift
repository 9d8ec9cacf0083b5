/// Tells `serve` when to stop: the process's SIGINT and SIGTERM, or whatever a test decides.
///
/// It is made before the server starts, so a signal that comes as soon as the URL is printed is not lost.
@MainActor
public protocol StopRequest: AnyObject {
    /// Returns once a stop was requested, with a word for the log (such as "SIGTERM").
    func wait() async -> String
}
