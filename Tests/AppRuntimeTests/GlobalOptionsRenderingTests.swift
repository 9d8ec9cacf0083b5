import Console
import HeadlessHost
import HeadlessHostTesting
import SharedPresentation
import Testing

@testable import AppRuntime

@Suite("GlobalOptions rendering")
struct GlobalOptionsRenderingTests {
    @Test func globalOptionsChooseTheRenderer() {
        let colour = TerminalCapabilities(usesColor: true)

        #expect(GlobalOptions(printsJSON: true).screenRenderer(for: colour) is JSONScreenRenderer)
        #expect((GlobalOptions().screenRenderer(for: colour) as? TextScreenRenderer)?.usesColor == true)
    }
}
