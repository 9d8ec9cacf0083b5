import Testing

@testable import AppRuntime

@MainActor
@Suite("FeatureCatalog")
struct FeatureCatalogTests {
    @Test(arguments: [Command.episodes(page: 1, season: nil), .episode(id: 1)])
    func episodeCommandsComposeOnlyTheEpisodesFeature(command: Command) {
        #expect(names(for: command) == ["episodes"])
    }

    @Test(arguments: [
        Command.serve(ServeOptions()), .crawl(CrawlOptions()), .cache(.stats), .help, .version,
    ])
    func commandsThatShowNoScreenComposeNoFeature(command: Command) {
        #expect(names(for: command).isEmpty)
    }

    @Test func theRealFeaturesResolveOnlyWhatTheAppRegisters() async throws {
        var harness = try CompositionHarness()
        defer { harness.remove() }
        harness.modules = FeatureCatalog.modules(for: .tour, options: GlobalOptions())

        let code = await harness.run(["episode", "2", "--no-cache"])

        #expect(code == .success, "\(harness.errors.text)")
        #expect(harness.output.text.hasPrefix("Lawnmower Dog\n"))
    }

    private func names(for command: Command) -> [String] {
        FeatureCatalog.modules(for: command, options: GlobalOptions()).map(\.providerName)
    }
}
