import FeatureKit
import SharedPresentation
import Testing

@testable import AppRuntime
@testable import HeadlessHost

@MainActor
@Suite("FeatureCatalog")
struct FeatureCatalogTests {
    private let catalog = FeatureCatalog([ProbeAssembly.self, SilentProbeAssembly.self])

    @Test func aFeatureCommandComposesOnlyTheFeatureThatDeclaresIt() {
        let episode = Command.browse(FeatureInvocation(command: "episode", route: AppRoute("episode", id: 1)))
        let character = Command.browse(FeatureInvocation(command: "character", route: AppRoute("character", id: 1)))

        #expect(names(for: episode) == ["silent"])
        #expect(names(for: character) == ["probe"])
    }

    @Test(arguments: [Command.tour, .demo("tour"), .shell])
    func scriptsComposeEveryFeatureInCatalogOrder(command: Command) {
        #expect(names(for: command) == ["probe", "silent"])
    }

    @Test(arguments: [
        Command.serve(ServeOptions()), .crawl(CrawlOptions()), .cache(.stats), .help, .version,
    ])
    func commandsThatShowNoScreenComposeNoFeature(command: Command) {
        #expect(names(for: command).isEmpty)
    }

    @Test func aSoundCatalogHasNoProblems() {
        #expect(catalog.problems.isEmpty)
    }

    @Test func twoFeaturesClaimingOneCommandOrRouteAreProblems() {
        let problems = FeatureCatalog([ProbeAssembly.self, BrokenProbeAssembly.self]).problems

        #expect(problems.contains("two features are named 'probe'"))
        #expect(problems.contains("command 'characters' is declared by both 'probe' and 'probe'"))
        #expect(problems.contains("route 'character' is answered by both 'probe' and 'probe'"))
    }

    @Test func aRouteAFeatureOpensThatNoFeatureAnswersIsAProblemOfAWholeApp() {
        let problems = FeatureCatalog([ProbeAssembly.self, OpeningProbeAssembly.self]).problems

        #expect(problems == ["'opening' opens route 'location', which no feature of this App answers"])
    }

    @Test func aPreviewMayOpenRoutesItsOneFeatureDoesNotAnswer() {
        #expect(FeatureCatalog([OpeningProbeAssembly.self], isComplete: false).problems.isEmpty)
    }

    @Test func anActionOrOptionClashingWithTheAppsWordsIsAProblem() {
        let problems = FeatureCatalog([ClashingProbeAssembly.self]).problems

        #expect(problems.contains("'clashing' declares action 'shell', a word of the App"))
        #expect(problems.contains("'clashing' declares option '--json', an option of the App"))
    }

    @Test func anActionComposesOnlyTheFeatureThatDeclaresIt() {
        let catalog = FeatureCatalog([ProbeAssembly.self, FavoritesProbeAssembly.self])

        #expect(
            catalog.modules(for: .act(ActionRequest("favorite", id: 3)), options: GlobalOptions()).map(\.manifest.name)
                == [
                    "favorites"
                ])
    }

    @Test func eachFeatureGetsTheValuesOfItsOwnOptionsAlone() {
        let catalog = FeatureCatalog([ProbeAssembly.self, FavoritesProbeAssembly.self])
        let options = GlobalOptions(featureSettings: FeatureSettings(["greeting": "Hi", "other": "x"]))

        let modules = catalog.modules(for: .shell, options: options)

        #expect(modules.last?.settings == FeatureSettings(["greeting": "Hi"]))
    }

    @Test func theVocabularyHoldsEveryFeaturesCommandsBesideTheAppsOwn() {
        #expect(Set(catalog.vocabulary.commands.keys) == ["characters", "character", "episodes", "episode"])
        #expect(catalog.vocabulary.otherCommands == ["demo", "shell", "web", "serve", "crawl", "cache"])
        #expect(catalog.vocabulary.isKnown("--page"))
        #expect(catalog.vocabulary.isKnown("--api"))
    }

    private func names(for command: Command) -> [String] {
        catalog.modules(for: command, options: GlobalOptions()).map(\.manifest.name)
    }
}
