#loc2 = loc("input.mlir":2:22)
#loc3 = loc("input.mlir":2:33)
#loc4 = loc("input.mlir":2:44)
#loc6 = loc("input.mlir":3:14)
#loc8 = loc("input.mlir":4:13)
#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, memref<?xindex>) -> (), sym_name = "lin_loops"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:22), %arg1: index loc("input.mlir":2:33), %arg2: memref<?xindex> loc("input.mlir":2:44)):
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg3: index loc("input.mlir":3:14)):
      "scf.for"(%arg0, %arg1, %arg0) ({
      ^bb0(%arg4: index loc("input.mlir":4:13)):
        %0 = "affine.linearize_index"(%arg4, %arg0, %arg3) <{disjoint = false, operandSegmentSizes = array<i32: 3, 0>, static_basis = array<i64: 4, 5, 6>}> : (index, index, index) -> index loc(#loc9)
        "memref.store"(%0, %arg2, %0) : (index, memref<?xindex>, index) -> () loc(#loc10)
        "scf.yield"() : () -> () loc(#loc7)
      }) : (index, index, index) -> () loc(#loc7)
      "affine.yield"() : () -> () loc(#loc5)
    }) : () -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:3)
#loc7 = loc("input.mlir":4:5)
#loc9 = loc("input.mlir":5:12)
#loc10 = loc("input.mlir":6:7)
#loc11 = loc("input.mlir":9:3)

