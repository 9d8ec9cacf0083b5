import BrowserHost
import Console
import FeatureKit
import HeadlessHost
import SharedPresentation

// `web`: the App as a web page on loopback, on the same composition as every command, until a stop is requested.
extension AppComposition {
    func web(_ web: WebOptions, invocation: Invocation, printer: OutputPrinter) async -> ExitCode {
        let (services, factory, manifests): (AppServices, ProviderScreenFactory, [FeatureManifest])
        do throws(StartupError) {
            (services, factory, manifests) = try composeScreens(for: invocation, printer: printer)
        } catch {
            printer.write(.error(error.report), command: "web")
            return error.exitCode
        }
        defer { services.stop(printer: printer, isVerbose: invocation.options.isVerbose) }
        let stopRequest = infrastructure.makeStopRequest()
        let session = BrowserSession(
            factory: factory, actions: factory, manifests: manifests, appName: infrastructure.program,
            clock: services.clock)
        let port = UInt16(clamping: web.port ?? 0)
        let server: BrowserServer
        do {
            server = try BrowserServer.start(session, port: port)
        } catch {
            let failure = StartupError.browserHostUnavailable(port: port, error)
            printer.write(.error(failure.report), command: "web")
            return failure.exitCode
        }
        let url = server.url.absoluteString
        printer.write(.report(CommandReport(text: url, values: ["url": .text(url)])), command: "web")
        printer.write(.notice("Serving \(infrastructure.program) at \(url); stop with Ctrl-C or SIGTERM."))
        let reason = await stopRequest.wait()
        session.close()
        server.stop()
        printer.write(.notice("Received \(reason); the browser host has stopped."))
        return .success
    }
}
