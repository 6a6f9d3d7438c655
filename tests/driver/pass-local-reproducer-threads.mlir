// ARGS: --mlir-pass-pipeline-crash-reproducer=/dev/null --mlir-pass-pipeline-local-reproducer -symbol-dce
module {
}
