// ARGS: --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo
#map = affine_map<(d0) -> (d0 * 2)>
#loc = loc("somewhere":3:4)
"t.c"() {m = #map} : () -> () loc(#loc)
"t.d"() {m = #map} : () -> () loc(fused["a", "b"])
