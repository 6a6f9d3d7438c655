"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "asm", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: !llvm.ptr):
    %0 = "llvm.inline_asm"(%arg0, %arg1) <{asm_dialect = 1 : i64, asm_string = "add $0, $1", constraints = "=r,r,*m", has_side_effects, is_align_stack, operand_attrs = [{elementtype = i32}, {}], tail_call_kind = #llvm.tailcallkind<tail>}> : (i32, !llvm.ptr) -> i32
    %1 = "llvm.inline_asm"(%0) <{asm_dialect = 0 : i64, asm_string = "mov $0, $1", constraints = "=r,r", tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> i32
    "llvm.inline_asm"() <{asm_string = "nop", constraints = "", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : () -> ()
    %2 = "llvm.inline_asm"() <{asm_string = "", constraints = "=r", tail_call_kind = #llvm.tailcallkind<notail>}> : () -> !llvm.struct<(i32, i32)>
    "llvm.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

