import APIReplica
import Console

/// `serve`: runs the embedded replica alone, printing its base URL on stdout, until a stop is requested.
@MainActor
struct ServeCommand {
    let infrastructure: AppInfrastructure

    func run(_ serve: ServeOptions, options: GlobalOptions) async -> ExitCode {
        let errors = infrastructure.streams.standardError
        let faults = serve.faults.map(FaultInjector.init(spec:))
        let source = ReplicaDatasetSource(directory: options.datasetDirectory)
        let stopRequest = infrastructure.makeStopRequest()
        let replica: ReplicaServer
        do {
            replica = try ReplicaServer.startEmbedded(
                serving: try source.load(), port: UInt16(clamping: serve.port ?? 0), faults: faults)
        } catch {
            errors.writeLine(error.message)
            return error.exitCode
        }
        let url = replica.apiBaseURL.absoluteString
        infrastructure.streams.standardOutput.writeLine(url)
        let withFaults = faults.map { " with faults \($0.spec)" } ?? ""
        errors.writeLine("Serving \(source.displayName) at \(url)\(withFaults); stop with Ctrl-C or SIGTERM.")
        let reason = await stopRequest.wait()
        replica.stop()
        errors.writeLine("Received \(reason); the replica has stopped.")
        return .success
    }
}
