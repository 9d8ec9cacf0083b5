import HeadlessHost
import HeadlessHostTesting
import SharedPresentation
import Testing

@testable import AppRuntime

@MainActor
@Suite("ProviderScreenFactory")
struct ProviderScreenFactoryTests {
    @Test func asksEachFeatureInTurnUntilOneShowsTheRoute() throws {
        let characters = FakeProvider(showing: AppRoute("character", id: 1))
        let episodes = FakeProvider(showing: AppRoute("episode", id: 1))
        let sut = ProviderScreenFactory(providers: [
            (name: "characters", provider: characters), (name: "episodes", provider: episodes),
        ])

        let screen = try sut.makeScreen(for: AppRoute("episode", id: 1))

        #expect(screen.snapshot.title == "episode 1")
    }

    @Test func noFeatureShowingTheRouteIsAnErrorNamingTheComposedFeatures() {
        let sut = ProviderScreenFactory(providers: [
            (name: "characters", provider: FakeProvider(showing: AppRoute("character", id: 1)))
        ])

        #expect(throws: ScreenFactoryError.noFeatureShows(AppRoute("episode", id: 1), features: ["characters"])) {
            try sut.makeScreen(for: AppRoute("episode", id: 1))
        }
    }
}

private struct FakeProvider: ScreenProvider {
    let route: AppRoute

    init(showing route: AppRoute) {
        self.route = route
    }

    @MainActor func makeScreen(for route: AppRoute) -> (any Screen)? {
        guard route == self.route else { return nil }
        return FakeScreen(title: ScriptStep.show(route).scriptText)
    }
}
