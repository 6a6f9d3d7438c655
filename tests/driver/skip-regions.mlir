// ARGS: --allow-unregistered-dialect --mlir-print-skip-regions --split-input-file --no-implicit-module
// Regions print as {...} in the custom and generic forms, and nothing inside
// them is visited for aliases.
"t.a"() ({
^bb0(%x: i32):
  "t.b"(%x) {m = affine_map<(d0) -> (d0 + 1)>} : (i32) -> ()
}, {
}) {m = affine_map<(d0) -> (d0 * 3)>} : () -> ()

// -----

module @inner attributes {t.m = affine_map<(d0) -> (d0 * 3)>} {
  "t.e"() ({
    "t.f"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  }) : () -> ()
}

// -----

"t.c"() ({
  "t.d"() : () -> ()
}) : () -> () loc("named")
