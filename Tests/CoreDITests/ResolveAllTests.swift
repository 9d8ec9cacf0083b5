import CoreDI
import Testing

@Suite("Resolving several types at once")
struct ResolveAllTests {
    @Test func everyTypeIsResolvedInOrder() throws {
        let sut = DependencyContainer()
        try sut.registerInstance(3)
        try sut.registerInstance("three")

        let (number, text) = try sut.resolveAll(Int.self, String.self)

        #expect(number == 3)
        #expect(text == "three")
    }

    @Test func everyMissingOneIsReportedAtOnce() {
        let sut = DependencyContainer()

        #expect {
            try sut.resolveAll(Int.self, String.self, Double.self)
        } throws: { error in
            guard case DependencyError.verificationFailed(let problems) = error else { return false }
            return problems.count == 3
        }
    }

    @Test func verificationReportsEveryMissingOneOfAFactoryThatResolvesSeveral() throws {
        let sut = DependencyContainer()
        try sut.register(String.self) { resolver in
            let (number, flag) = try resolver.resolveAll(Int.self, Bool.self)
            return "\(number) \(flag)"
        }

        #expect {
            try sut.verify()
        } throws: { error in
            guard case DependencyError.verificationFailed(let problems) = error else { return false }
            let missing = problems.compactMap { problem -> DependencyKey? in
                if case .missingRegistration(let key, _) = problem { return key }
                return nil
            }
            return missing == [DependencyKey(Int.self), DependencyKey(Bool.self)]
                && problems.allSatisfy { $0.path.first == DependencyKey(String.self) }
        }
    }
}
