import CoreDI
import Networking
import SharedPresentation
import Storage
import Testing
import Tracking

@testable import EpisodesFeature

@MainActor
@Suite("EpisodesAssembly")
struct EpisodesAssemblyTests {
    @Test func verificationPassesWithTheAppsDependencies() throws {
        let container = DependencyContainer()
        try AppDependencies.register(in: container)

        try Assembler([EpisodesAssembly()]).assemble(into: container)

        #expect(container.isRegistered((any ScreenProvider).self, name: "episodes"))
    }

    @Test func registersOneSharedProviderAnsweringOnlyEpisodeRoutes() throws {
        let container = DependencyContainer()
        try AppDependencies.register(in: container)
        try Assembler([EpisodesAssembly()]).assemble(into: container)

        let provider = try container.resolve((any ScreenProvider).self, name: EpisodesAssembly.providerName)
        let again = try container.resolve((any ScreenProvider).self, name: "episodes")

        #expect(provider as AnyObject === again as AnyObject)
        #expect(provider.makeScreen(for: AppRoute("episodes")) != nil)
        #expect(provider.makeScreen(for: AppRoute("episode", id: 1)) != nil)
        #expect(provider.makeScreen(for: AppRoute("characters")) == nil)
        #expect(provider.makeScreen(for: AppRoute("character", id: 1)) == nil)
    }

    @Test func verificationReportsEachMissingDependency() throws {
        for missing in AppDependencies.Key.allCases {
            let container = DependencyContainer()
            try AppDependencies.register(in: container, leaving: [missing])

            let error = #expect(throws: DependencyError.self) {
                try Assembler([EpisodesAssembly()]).assemble(into: container)
            }

            let description = error.map(String.init(describing:)) ?? ""
            #expect(description.contains("No registration for \(Self.typeName(of: missing))"), "\(description)")
            #expect(description.contains("name: \"episodes\""), "\(description)")
        }
    }

    @Test func verificationWithNothingRegisteredNamesTheFirstMissingDependency() {
        let error = #expect(throws: DependencyError.self) {
            try Assembler([EpisodesAssembly()]).assemble(into: DependencyContainer())
        }

        #expect(error?.problems.count == 1)
        #expect(String(describing: error).contains("HTTPClient"))
    }

    private static func typeName(of key: AppDependencies.Key) -> String {
        switch key {
        case .httpClient: DependencyKey((any HTTPClient).self).description
        case .configuration: DependencyKey(APIConfiguration.self).description
        case .fetcher: DependencyKey(CachedFetcher.self).description
        case .tracker: DependencyKey((any EventTracker).self).description
        case .clock: DependencyKey((any Clock<Duration>).self).description
        }
    }
}
