
llvm.func internal fastcc @f(%a: i32, %p: !llvm.ptr {llvm.noalias}) -> i32 {
  %0 = llvm.add %a, %a overflow<nsw, nuw> : i32
  %1 = llvm.icmp "slt" %0, %a : i32
  %2 = llvm.trunc %0 overflow<nsw> : i32 to i8
  %3 = llvm.zext nneg %2 : i8 to i64
  %4 = llvm.load %p : !llvm.ptr -> i32
  llvm.store %4, %p : i32, !llvm.ptr
  llvm.cond_br %1, ^bb1, ^bb2
^bb1:
  llvm.br ^bb2
^bb2:
  llvm.return %0 : i32
}
llvm.func @e(i32, ...) -> !llvm.ptr
