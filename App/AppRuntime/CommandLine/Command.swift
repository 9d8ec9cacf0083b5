/// What the App was asked to do, with its typed arguments.
public enum Command: Hashable, Sendable {
    /// No command: the bundled tour script.
    case tour
    /// `characters`: one page of characters, narrowed by filters (`name`, `status`, `species`, `type`, `gender`).
    case characters(page: Int, filters: [String: String])
    /// `character ID`: one character's detail.
    case character(id: Int)
    /// `episodes`: one page of episodes, optionally one season only.
    case episodes(page: Int, season: Int?)
    /// `episode ID`: one episode's detail.
    case episode(id: Int)
    /// `image ID`: a character's image.
    case image(id: Int)
    /// `demo NAME|FILE`: a bundled demo script by name, or a script file.
    case demo(String)
    /// `shell`: the script language, read from standard input.
    case shell
    /// `serve`: the embedded replica only, until interrupted.
    case serve(ServeOptions)
    /// `crawl`: fetch every page (and optionally every image) into the cache.
    case crawl(CrawlOptions)
    /// `cache stats|verify|clear`.
    case cache(CacheAction)
    /// `--help`.
    case help
    /// `--version`.
    case version
}
