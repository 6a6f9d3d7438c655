// ARGS: --allow-unregistered-dialect --split-input-file=//=== --output-split-marker=//+++ --mlir-print-op-generic
"t.a"() : () -> ()
//===
"t.b"() : () -> ()
