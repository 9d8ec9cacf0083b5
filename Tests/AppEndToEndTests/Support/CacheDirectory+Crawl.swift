import Testing

extension CacheDirectory {
    /// Starts `App serve`, crawls it into this cache (with `options`, such as `--images`), then stops the server:
    /// the server's address, now refusing connections, and the crawl's run.
    func crawlThenStopServer(_ options: [String] = []) async throws -> (base: String, crawl: AppRun) {
        let server = try RunningApp(["serve"])
        let base = try #require(await server.nextLine())
        let crawl = try await AppProcess.run(["--api", base, "crawl"] + options + arguments)
        _ = await server.terminate()
        return (base, crawl)
    }
}
