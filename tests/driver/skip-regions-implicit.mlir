// ARGS: --allow-unregistered-dialect --mlir-print-skip-regions --mlir-print-value-users
// The implicit module's own region is skipped too.
%0 = "t.c"() {m = affine_map<(d0) -> (d0 * 3)>} : () -> i32
"t.d"(%0) : (i32) -> ()
