// ARGS: --allow-unregistered-dialect --split-input-file
"t.a"() : () -> ()
// -----
"t.bad"(%undefined) : (i32) -> ()
// -----
#map = affine_map<(d0) -> (d0 * 2)>
"t.c"() {m = #map} : () -> ()
