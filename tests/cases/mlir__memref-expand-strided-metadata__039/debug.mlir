#loc3 = loc("input.mlir":5:28)
#loc4 = loc("input.mlir":5:51)
#loc5 = loc("input.mlir":5:63)
#loc6 = loc("input.mlir":5:75)
#loc8 = loc("input.mlir":6:11)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index, index) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<16x16xf32>, index, index, index) -> (), sym_name = "subview_in_loop"}> ({
  ^bb0(%arg0: memref<16x16xf32> loc("input.mlir":5:28), %arg1: index loc("input.mlir":5:51), %arg2: index loc("input.mlir":5:63), %arg3: index loc("input.mlir":5:75)):
    "scf.for"(%arg1, %arg2, %arg3) ({
    ^bb0(%arg4: index loc("input.mlir":6:11)):
      %0 = "arith.constant"() <{value = 3 : index}> : () -> index loc(#loc9)
      %1 = "memref.subview"(%arg0, %arg4, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 3>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 2, 1>}> : (memref<16x16xf32>, index, index) -> memref<4x?xf32, strided<[32, 1], offset: ?>> loc(#loc10)
      %2:6 = "memref.extract_strided_metadata"(%1) : (memref<4x?xf32, strided<[32, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) loc(#loc11)
      "func.call"(%2#1, %2#2, %2#3, %2#4, %2#5) <{callee = @use}> : (index, index, index, index, index) -> () loc(#loc12)
      "scf.yield"() : () -> () loc(#loc7)
    }) : (index, index, index) -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc2 = loc("input.mlir":5:1)
#loc7 = loc("input.mlir":6:3)
#loc9 = loc("input.mlir":7:11)
#loc10 = loc("input.mlir":8:10)
#loc11 = loc("input.mlir":9:28)
#loc12 = loc("input.mlir":10:5)
#loc13 = loc("input.mlir":12:3)

