import HeadlessHost
import SharedPresentation

/// What the App was asked to do, with its typed arguments.
public enum Command: Hashable, Sendable {
    /// No command: the default demo (the tour).
    case tour
    /// A feature's command, such as `characters --page 2` or `image 1`: one screen, then exit.
    case browse(FeatureInvocation)
    /// A feature's action, such as `favorite 3`: change state, print the result, exit.
    case act(ActionRequest)
    /// `demo NAME|FILE`: a bundled demo script by name, or a script file.
    case demo(String)
    /// `shell`: the script language, read from standard input.
    case shell
    /// `web`: the App as a web page on loopback, until interrupted.
    case web(WebOptions)
    /// `serve`: the embedded replica only, until interrupted.
    case serve(ServeOptions)
    /// `crawl`: fetch every page (and optionally every image) into the cache.
    case crawl(CrawlOptions)
    /// `cache stats|verify|clear`.
    case cache(CacheAction)
    /// `--help`.
    case help
    /// `help CMD` or `CMD --help`: one command's usage.
    case commandHelp(String)
    /// `--version`.
    case version
}
