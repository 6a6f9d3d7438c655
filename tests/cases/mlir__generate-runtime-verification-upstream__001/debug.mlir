#loc2 = loc("input.mlir":5:20)
#loc3 = loc("input.mlir":5:44)
#loc7 = loc("input.mlir":12:21)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1xf32>, index) -> (), sym_name = "subview"}> ({
  ^bb0(%arg1: memref<1xf32> loc("input.mlir":5:20), %arg2: index loc("input.mlir":5:44)):
    %1 = "memref.subview"(%arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xf32>, index) -> memref<1xf32, strided<[1], offset: ?>> loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (index) -> index, sym_name = "load_scf"}> ({
  ^bb0(%arg0: index loc("input.mlir":12:21)):
    %0 = "scf.execute_region"() ({
      "scf.yield"(%arg0) : (index) -> () loc(#loc9)
    }) : () -> index loc(#loc8)
    "func.return"(%0) : (index) -> () loc(#loc10)
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc4 = loc("input.mlir":6:3)
#loc5 = loc("input.mlir":9:3)
#loc6 = loc("input.mlir":12:1)
#loc8 = loc("input.mlir":13:8)
#loc9 = loc("input.mlir":14:5)
#loc10 = loc("input.mlir":16:3)

