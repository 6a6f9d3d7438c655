#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> (0, 0)>
#map2 = affine_map<(d0) -> (10, d0)>
#map3 = affine_map<(d0) -> (d0, d0)>
#map4 = affine_map<() -> (0)>
#map5 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10x10xf32>, index) -> (), sym_name = "parallel"}> ({
  ^bb0(%arg0: memref<10x10xf32>, %arg1: index):
    "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map1, reductions = [], steps = [2, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map2}> ({
    ^bb0(%arg3: index, %arg4: index):
      %2 = "affine.load"(%arg0, %arg3, %arg4) <{map = #map}> : (memref<10x10xf32>, index, index) -> f32
      "foo.use"(%2) : (f32) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    %0 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map4, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map5}> ({
    ^bb0(%arg2: index):
      %1 = "affine.load"(%arg0, %arg2) <{map = #map3}> : (memref<10x10xf32>, index) -> f32
      "affine.yield"(%1) : (f32) -> ()
    }) : () -> f32
    "foo.use"(%0) : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

