#map = affine_map<(d0) -> (d0)>
#set = affine_set<(d0) : (d0 - 5 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<10xf32>) -> f32, sym_name = "affine_if"}> ({
  ^bb0(%arg0: index, %arg1: memref<10xf32>):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %2:2 = "affine.if"(%arg0) <{condition = #set}> ({
      "affine.store"(%0, %arg1, %arg0) <{map = #map}> : (f32, memref<10xf32>, index) -> ()
      "affine.yield"(%0, %1) : (f32, f32) -> ()
    }, {
      "affine.yield"(%1, %0) : (f32, f32) -> ()
    }) : (index) -> (f32, f32)
    "func.return"(%2#1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

