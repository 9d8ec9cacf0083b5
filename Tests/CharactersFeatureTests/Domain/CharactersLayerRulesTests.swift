import Foundation
import TestSupport
import Testing

@Suite("CharactersFeature layer rules")
struct CharactersLayerRulesTests {
    private let root = FeatureLayout.folder(of: "CharactersFeature")

    @Test func theFeatureHasExactlyTheTemplatesFolders() {
        #expect(FeatureLayout.folders(under: root) == FeatureLayout.folders)
    }

    @Test func domainImportsOnlyFoundationPresentationNoInfrastructureAndOnlyTheAssemblyTheContainer() throws {
        #expect(try FeatureLayout.violations(under: root) == [])
    }
}
