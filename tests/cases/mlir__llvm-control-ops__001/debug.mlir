#loc2 = loc("input.mlir":2:16)
#loc3 = loc("input.mlir":2:25)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "asm", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:16), %arg1: !llvm.ptr loc("input.mlir":2:25)):
    %0 = "llvm.inline_asm"(%arg0, %arg1) <{asm_dialect = 1 : i64, asm_string = "add $0, $1", constraints = "=r,r,*m", has_side_effects, is_align_stack, operand_attrs = [{elementtype = i32}, {}], tail_call_kind = #llvm.tailcallkind<tail>}> : (i32, !llvm.ptr) -> i32 loc(#loc4)
    %1 = "llvm.inline_asm"(%0) <{asm_dialect = 0 : i64, asm_string = "mov $0, $1", constraints = "=r,r", tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> i32 loc(#loc5)
    "llvm.inline_asm"() <{asm_string = "nop", constraints = "", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : () -> () loc(#loc6)
    %2 = "llvm.inline_asm"() <{asm_string = "", constraints = "=r", tail_call_kind = #llvm.tailcallkind<notail>}> : () -> !llvm.struct<(i32, i32)> loc(#loc7)
    "llvm.return"(%1) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:3)

