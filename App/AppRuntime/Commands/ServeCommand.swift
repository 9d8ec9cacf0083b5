import APIReplica
import Console
import HeadlessHost
import SharedPresentation

// `serve`: runs the embedded replica alone, printing its base URL on stdout, until a stop is requested.
extension AppComposition {
    func serve(_ serve: ServeOptions, options: GlobalOptions, printer: OutputPrinter) async -> ExitCode {
        let faults = serve.faults.map(FaultInjector.init(spec:))
        let source = ReplicaDatasetSource(directory: options.datasetDirectory)
        let stopRequest = infrastructure.makeStopRequest()
        let replica: ReplicaServer
        do {
            // Its data may be edited between runs: a client asks about every answer again (a 304 while unchanged).
            replica = try ReplicaServer.startEmbedded(
                serving: try source.load(), port: UInt16(clamping: serve.port ?? 0), faults: faults,
                cacheControl: .revalidated)
        } catch {
            printer.write(.error(error.report), command: "serve")
            return error.exitCode
        }
        let url = replica.apiBaseURL.absoluteString
        var values: [String: ScreenValue] = ["url": .text(url)]
        values["faults"] = faults.map { .text("\($0.spec)") }
        printer.write(.report(CommandReport(text: url, values: values)), command: "serve")
        let withFaults = faults.map { " with faults \($0.spec)" } ?? ""
        printer.write(.notice("Serving \(source.displayName) at \(url)\(withFaults); stop with Ctrl-C or SIGTERM."))
        let reason = await stopRequest.wait()
        replica.stop()
        printer.write(.notice("Received \(reason); the replica has stopped."))
        return .success
    }
}
