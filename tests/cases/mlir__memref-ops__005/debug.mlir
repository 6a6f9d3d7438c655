#loc2 = loc("input.mlir":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:14)):
    %0 = "memref.alloc"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 0, 2>}> : (index, index) -> memref<4xf32, strided<[?], offset: ?>> loc(#loc3)
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)

