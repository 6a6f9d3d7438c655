#map = affine_map<(d0) -> (d0, d0)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (10)>
#map3 = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10x10xf32>, memref<10xi32>) -> (), sym_name = "parallel"}> ({
  ^bb0(%arg0: memref<10x10xf32>, %arg1: memref<10xi32>):
    %0:4 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map1, reductions = [0, 12, 4, 8], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map2}> ({
    ^bb0(%arg3: index):
      %3 = "affine.load"(%arg0, %arg3) <{map = #map}> : (memref<10x10xf32>, index) -> f32
      "affine.yield"(%3, %3, %3, %3) : (f32, f32, f32, f32) -> ()
    }) : () -> (f32, f32, f32, f32)
    %1:4 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map1, reductions = [1, 13, 14, 2], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map2}> ({
    ^bb0(%arg2: index):
      %2 = "affine.load"(%arg1, %arg2) <{map = #map3}> : (memref<10xi32>, index) -> i32
      "affine.yield"(%2, %2, %2, %2) : (i32, i32, i32, i32) -> ()
    }) : () -> (i32, i32, i32, i32)
    "foo.use"(%0#0, %1#0) : (f32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

