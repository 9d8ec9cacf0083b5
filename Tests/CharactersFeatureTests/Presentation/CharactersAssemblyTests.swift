import CharactersFeature
import CoreDI
import Foundation
import Networking
import NetworkingTesting
import SharedPresentation
import Storage
import TestSupport
import Testing
import Tracking
import TrackingTesting

@MainActor
@Suite("CharactersAssembly")
struct CharactersAssemblyTests {
    @Test func registersTheProviderNamedCharactersAndVerifiesWithTheAppsDependencies() throws {
        let container = try makeContainerWithAppDependencies()

        try Assembler([CharactersAssembly()]).assemble(into: container)
        let provider = try container.resolve((any ScreenProvider).self, name: "characters")

        #expect(provider.makeScreen(for: AppRoute("characters"))?.snapshot.title == "Characters")
        #expect(provider.makeScreen(for: AppRoute("episode", id: 1)) == nil)
    }

    @Test func theProviderIsASingleton() throws {
        let container = try makeContainerWithAppDependencies()
        try CharactersAssembly().assemble(into: container)

        let first = try container.resolve((any ScreenProvider).self, name: "characters")
        let second = try container.resolve((any ScreenProvider).self, name: "characters")

        let isSameInstance = (first as AnyObject) === (second as AnyObject)

        #expect(isSameInstance)
    }

    @Test func verificationReportsEveryMissingAppDependency() {
        do {
            _ = try Assembler([CharactersAssembly()]).makeContainer()
            Issue.record("verification should have failed")
        } catch {
            let missing = Self.missingKeys(in: error)
            #expect(
                Set(missing.map(\.key)) == [
                    DependencyKey((any HTTPClient).self), DependencyKey(APIConfiguration.self),
                    DependencyKey(CachedFetcher.self), DependencyKey((any EventTracker).self),
                    DependencyKey((any Clock<Duration>).self),
                ]
            )
            #expect(missing.allSatisfy { $0.path.first == Self.providerKey && $0.path.count == 2 })
        }
    }

    @Test func verificationNamesTheOneMissingDependencyAndItsPath() throws {
        let container = DependencyContainer()
        try container.registerInstance(HTTPClientSpy.fakeAPI(), as: (any HTTPClient).self)
        try container.registerInstance(APIConfiguration.live)
        try container.registerInstance(CachedFetcher(store: NullByteStore()))
        try container.registerInstance(EventTrackerSpy(), as: (any EventTracker).self)

        do {
            try Assembler([CharactersAssembly()]).assemble(into: container)
            Issue.record("verification should have failed")
        } catch {
            let clock = DependencyKey((any Clock<Duration>).self)
            #expect(Self.missingKeys(in: error).map(\.key) == [clock])
            #expect(Self.missingKeys(in: error).map(\.path) == [[Self.providerKey, clock]])
        }
    }

    @Test func verificationReportsAFailureRateOutOfRange() throws {
        let container = try makeContainerWithAppDependencies()

        #expect {
            try Assembler([CharactersAssembly(avatarFailureRate: 1.5)]).assemble(into: container)
        } throws: { error in
            String(describing: error).contains("avatarFailureRate must be between 0 and 1, got 1.5")
        }
    }

    @Test func theFailureRateMakesAvatarsFailOnPurpose() async throws {
        let container = try makeContainerWithAppDependencies()
        try CharactersAssembly(avatarFailureRate: 1, avatarFailureSeed: 3).assemble(into: container)
        let provider = try container.resolve((any ScreenProvider).self, name: "characters")
        let detail = try #require(provider.makeScreen(for: AppRoute("character", id: 1)))

        detail.appear()
        await detail.settle()

        #expect(
            detail.snapshot.fields.last
                == ScreenSnapshot.Field(
                    label: "Image", value: "failed: Simulated failure (attempt 1). (retry with 'image 1')")
        )
    }

    private static let providerKey = DependencyKey((any ScreenProvider).self, name: "characters")

    private func makeContainerWithAppDependencies() throws -> DependencyContainer {
        let container = DependencyContainer()
        try container.registerInstance(HTTPClientSpy.fakeAPI(), as: (any HTTPClient).self)
        try container.registerInstance(
            APIConfiguration(baseURL: URL(string: APISamples.base) ?? RickAndMortyAPI.liveBaseURL))
        try container.registerInstance(CachedFetcher(store: MemoryCache()))
        try container.registerInstance(EventTrackerSpy(), as: (any EventTracker).self)
        try container.registerInstance(TestClock(), as: (any Clock<Duration>).self)
        return container
    }

    private static func missingKeys(in error: any Error) -> [(key: DependencyKey, path: [DependencyKey])] {
        guard let error = error as? DependencyError else { return [] }
        switch error {
        case .missingRegistration(let key, let path): return [(key, path)]
        case .verificationFailed(let problems): return problems.flatMap { missingKeys(in: $0) }
        default: return []
        }
    }
}
