#loc2 = loc("arg":1:2)
#loc3 = loc("file.mlir":7:3)
#loc8 = loc("blockarg":3:4)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("arg":1:2), %arg1: i32 loc("file.mlir":7:3)):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
    "cf.br"(%0)[^bb1] : (i32) -> () loc(#loc10)
  ^bb1(%1: i32 loc("blockarg":3:4)):  // pred: ^bb0
    "func.return"(%1) : (i32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("mod":0:0)
#loc1 = loc("func":1:1)
#loc4 = loc("x")
#loc5 = loc("y")
#loc6 = loc("f")
#loc7 = loc("g":1:1)
#loc9 = loc(fused[#loc4, #loc5])
#loc10 = loc(callsite(#loc6 at #loc7))

