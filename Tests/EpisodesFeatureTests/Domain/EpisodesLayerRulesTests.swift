import Foundation
import TestSupport
import Testing

@Suite("EpisodesFeature layer rules")
struct EpisodesLayerRulesTests {
    private let root = FeatureLayout.folder(of: "EpisodesFeature")

    @Test func theFeatureHasExactlyTheTemplatesFolders() {
        #expect(FeatureLayout.folders(under: root) == FeatureLayout.folders)
    }

    @Test func domainImportsOnlyFoundationPresentationNoInfrastructureAndOnlyTheAssemblyTheContainer() throws {
        #expect(try FeatureLayout.violations(under: root) == [])
    }
}
