#map = affine_map<() -> (0, 0)>
#map1 = affine_map<() -> (10, 10)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0)[s0] -> (d0 + s0)>
#map4 = affine_map<(d0, d1) -> (d0, d1 + 1, 3)>
#map5 = affine_map<(d0) -> (d0 * 2, 100)>
#map6 = affine_map<(d0)[s0] -> (s0, d0)>
#map7 = affine_map<(d0, d1)[s0, s1] -> (d0 + d1, s0 + s1)>
#map8 = affine_map<() -> ()>
#map9 = affine_map<() -> (0)>
#map10 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "parallel"}> ({
  ^bb0(%arg0: index, %arg1: index):
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map1}> ({
    ^bb0(%arg7: index, %arg8: index):
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.parallel"(%arg0, %arg1, %arg0) <{lowerBoundsGroups = dense<3> : tensor<1xi32>, lowerBoundsMap = #map4, reductions = [], steps = [4], upperBoundsGroups = dense<2> : tensor<1xi32>, upperBoundsMap = #map5}> ({
    ^bb0(%arg5: index):
      "affine.parallel"(%arg5, %arg5, %arg1) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map2, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map3}> ({
      ^bb0(%arg6: index):
        "affine.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "affine.parallel"(%arg1, %arg0, %arg0, %arg1, %arg0, %arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map6, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map7}> ({
    ^bb0(%arg3: index, %arg4: index):
      "affine.yield"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map8, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map8}> ({
      "affine.yield"() : () -> ()
    }) : () -> ()
    %0:2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map9, reductions = [0, 6], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map10}> ({
    ^bb0(%arg2: index):
      %1 = "foo.a"() : () -> f32
      %2 = "foo.b"() : () -> si32
      "affine.yield"(%1, %2) : (f32, si32) -> ()
    }) {foo = 1 : i64} : () -> (f32, si32)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

