import FeatureDomain
import Foundation
import Testing

@testable import CharactersFeature

@Suite("Failure-simulating image loader")
struct FailureSimulatingImageLoaderTests {
    @Test func atRateOneEveryAttemptFailsNamingItsNumber() async {
        let sut = FailureSimulatingImageLoader(wrapping: ImageStub(), failureRate: 1, seed: 0)

        await #expect(throws: CharactersError.simulatedFailure(characterID: 7, attempt: 0)) {
            try await sut.image(of: 7, mode: .preferSaved)
        }
        await #expect(throws: CharactersError.simulatedFailure(characterID: 7, attempt: 1)) {
            try await sut.image(of: 7, mode: .preferSaved)
        }
    }

    @Test func atRateZeroNothingFails() async throws {
        let sut = FailureSimulatingImageLoader(wrapping: ImageStub(), failureRate: 0, seed: 0)

        #expect(try await sut.image(of: 7, mode: .preferSaved).id == 7)
    }

    @Test func theSameSeedFailsTheSameAttemptsAndAboutTheRateOfThem() {
        let roll = FailureRoll(rate: 0.3, seed: 42)
        let outcomes = (1...1_000).map { roll.fails(id: $0, attempt: 0) }

        #expect(outcomes == (1...1_000).map { FailureRoll(rate: 0.3, seed: 42).fails(id: $0, attempt: 0) })
        #expect((250...350).contains(outcomes.filter { $0 }.count))
    }
}

private struct ImageStub: ImageLoader {
    func image(of id: Int, mode: FetchMode) async throws -> LoadedImage {
        LoadedImage(id: id, url: URL(fileURLWithPath: "/\(id).jpeg"), data: Data([1]), tier: .network)
    }
}
