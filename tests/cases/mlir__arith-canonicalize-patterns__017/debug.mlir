#loc2 = loc("input.mlir":2:22)
"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (i1, i1), sym_name = "cmpf_zero"}> ({
  ^bb0(%arg0: i8 loc("input.mlir":2:22)):
    %0 = "arith.sitofp"(%arg0) : (i8) -> f32 loc(#loc3)
    %1 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32 loc(#loc4)
    %2 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1 loc(#loc5)
    %3 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1 loc(#loc6)
    "func.return"(%2, %3) : (i1, i1) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("f")
#loc3 = loc("fs")
#loc4 = loc("nz")
#loc5 = loc("r0")
#loc6 = loc("r1")
#loc7 = loc("ret")

