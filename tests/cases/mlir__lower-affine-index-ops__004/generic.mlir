#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, memref<?xindex>) -> (), sym_name = "lin_loops"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: memref<?xindex>):
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg3: index):
      "scf.for"(%arg0, %arg1, %arg0) ({
      ^bb0(%arg4: index):
        %0 = "affine.linearize_index"(%arg4, %arg0, %arg3) <{disjoint = false, operandSegmentSizes = array<i32: 3, 0>, static_basis = array<i64: 4, 5, 6>}> : (index, index, index) -> index
        "memref.store"(%0, %arg2, %0) : (index, memref<?xindex>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

