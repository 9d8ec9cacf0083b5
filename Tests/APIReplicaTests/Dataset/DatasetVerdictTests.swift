import APIReplica
import Foundation
import TestSupport
import Testing

@Suite("One verdict: --dataset files")
struct DatasetVerdictTests {
    @Test(arguments: JSONVerdictTable.cases)
    func aDatasetFileIsAcceptedOrRefusedAsJSONLikeEveryOtherReader(_ document: JSONVerdictCase) {
        let file =
            #"[{"id":1,"name":"Earth","type":"Planet","dimension":"C-137","residents":[],"url":"","created":""}]"#

        let refusedAsJSON: Bool
        do {
            _ = try DatasetLoader.records(of: .location, from: document.applied(to: file), file: "locations.json")
            refusedAsJSON = false
        } catch {
            if case .invalidJSON = error.problem { refusedAsJSON = true } else { refusedAsJSON = false }
        }

        #expect(refusedAsJSON == !document.accepted)
    }
}
