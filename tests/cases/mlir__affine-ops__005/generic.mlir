#map = affine_map<(d0)[s0] -> (d0 + s0)>
#map1 = affine_map<() -> (42)>
#map2 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map3 = affine_map<() -> (77, 78, 79)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "index_ops"}> ({
  ^bb0(%arg0: index):
    %0 = "affine.apply"(%arg0, %arg0) <{map = #map}> {attr} : (index, index) -> index
    %1 = "affine.apply"() <{map = #map1}> : () -> index
    %2 = "affine.min"(%arg0, %arg0) <{map = #map2}> : (index, index) -> index
    %3 = "affine.max"() <{map = #map3}> {y} : () -> index
    %4:3 = "affine.delinearize_index"(%arg0) <{static_basis = array<i64: 2, 3, 4>}> : (index) -> (index, index, index)
    %5:2 = "affine.delinearize_index"(%arg0, %arg0) <{static_basis = array<i64: -9223372036854775808>}> : (index, index) -> (index, index)
    %6 = "affine.linearize_index"(%arg0, %arg0) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3>}> : (index, index) -> index
    %7 = "affine.linearize_index"(%arg0, %arg0, %arg0) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 3>}> : (index, index, index) -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

