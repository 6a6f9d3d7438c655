#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (10)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<()[s0] -> (s0, 0)>
#map5 = affine_map<(d0)[s0] -> (d0, s0, 4)>
#map6 = affine_map<() -> (-5)>
#map7 = affine_map<() -> (7)>
#map8 = affine_map<()[s0] -> (s0)>
#map9 = affine_map<() -> (4)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "loops"}> ({
  ^bb0(%arg0: index, %arg1: index):
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg10: index):
      "affine.yield"() : () -> ()
    }) {some_attr = true} : () -> ()
    "affine.for"(%arg0, %arg0, %arg1) <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 1, 2, 0>, step = 3 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg8: index):
      "affine.for"(%arg8, %arg8) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg9: index):
        "foo.use"(%arg8, %arg9) : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "affine.for"() <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg7: index):
      "affine.yield"() : () -> ()
    }) : () -> ()
    %0:2 = "affine.for"(%arg0, %arg0, %arg1) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 2>, step = 1 : index, upperBoundMap = #map8}> ({
    ^bb0(%arg4: index, %arg5: index, %arg6: index):
      "affine.yield"(%arg6, %arg5) : (index, index) -> ()
    }) : (index, index, index) -> (index, index)
    %1 = "affine.for"(%arg0) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg2: index, %arg3: index):
      "affine.yield"(%arg3) : (index) -> ()
    }) : (index) -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

