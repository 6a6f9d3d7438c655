// RUN: mlir-opt %s -split-input-file
// llvm.func's clauses after the signature (vscale_range, comdat), the
// function attributes with dialect attribute values, and the other llvm
// attributes.

llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.func @vscale() vscale_range(1, 16) {
  llvm.return
}
llvm.func internal @both(%x: i32 {llvm.noundef}) -> i32 vscale_range(2, 2) comdat(@c::@any) attributes {no_unwind} {
  llvm.return %x : i32
}
llvm.func @decl() comdat(@c::@any)
llvm.func @generic() attributes {vscale_range = #llvm.vscale_range<minRange = 4 : i32, maxRange = 8 : i32>}

