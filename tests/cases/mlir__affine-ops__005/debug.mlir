#loc2 = loc("input.mlir":4:22)
#map = affine_map<(d0)[s0] -> (d0 + s0)>
#map1 = affine_map<() -> (42)>
#map2 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map3 = affine_map<() -> (77, 78, 79)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "index_ops"}> ({
  ^bb0(%arg0: index loc("input.mlir":4:22)):
    %0 = "affine.apply"(%arg0, %arg0) <{map = #map}> {attr} : (index, index) -> index loc(#loc3)
    %1 = "affine.apply"() <{map = #map1}> : () -> index loc(#loc4)
    %2 = "affine.min"(%arg0, %arg0) <{map = #map2}> : (index, index) -> index loc(#loc5)
    %3 = "affine.max"() <{map = #map3}> {y} : () -> index loc(#loc6)
    %4:3 = "affine.delinearize_index"(%arg0) <{static_basis = array<i64: 2, 3, 4>}> : (index) -> (index, index, index) loc(#loc7)
    %5:2 = "affine.delinearize_index"(%arg0, %arg0) <{static_basis = array<i64: -9223372036854775808>}> : (index, index) -> (index, index) loc(#loc8)
    %6 = "affine.linearize_index"(%arg0, %arg0) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3>}> : (index, index) -> index loc(#loc9)
    %7 = "affine.linearize_index"(%arg0, %arg0, %arg0) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 3>}> : (index, index, index) -> index loc(#loc10)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:8)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:8)
#loc7 = loc("input.mlir":9:10)
#loc8 = loc("input.mlir":10:10)
#loc9 = loc("input.mlir":11:8)
#loc10 = loc("input.mlir":12:8)
#loc11 = loc("input.mlir":13:3)

