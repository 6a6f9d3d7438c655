#map = affine_map<(d0) -> (d0 + 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i32, sym_name = "function"}> ({
  ^bb0(%arg0: index):
    %0 = "foo"() : () -> i32
    %1 = "affine.apply"(%arg0) <{map = #map}> : (index) -> index
    "scf.for"(%arg0, %1, %arg0) ({
    ^bb0(%arg1: index):
      "t.x"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

