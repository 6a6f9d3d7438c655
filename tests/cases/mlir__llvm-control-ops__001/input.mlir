
llvm.func @asm(%x: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.inline_asm has_side_effects is_align_stack tail_call_kind = <tail> asm_dialect = intel operand_attrs = [{elementtype = i32}, {}] "add $0, $1", "=r,r,*m" %x, %p : (i32, !llvm.ptr) -> i32
  %1 = llvm.inline_asm asm_dialect = att "mov $0, $1", "=r,r" %0 : (i32) -> i32
  llvm.inline_asm has_side_effects "nop", "" : () -> ()
  %2 = llvm.inline_asm tail_call_kind = <notail> "", "=r" : () -> !llvm.struct<(i32, i32)>
  llvm.return %1 : i32
}

