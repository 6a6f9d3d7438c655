"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "int_constant_parts"}> ({
    %0 = "complex.constant"() <{value = [1 : i32, 2 : i32]}> : () -> complex<i32> loc(#loc2)
    %1 = "complex.constant"() <{value = [1 : i32, 2 : i32]}> : () -> complex<i32> loc(#loc3)
    "test.use"(%0, %1) : (complex<i32>, complex<i32>) -> () loc(#loc4)
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc5)
    "func.return"(%2) : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:3)

