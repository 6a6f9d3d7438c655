module {
  llvm.comdat @c {
    llvm.comdat_selector @any any
  }
  llvm.func @vscale() vscale_range(1, 16) {
    llvm.return
  }
  llvm.func internal @both(%arg0: i32 {llvm.noundef}) -> i32 vscale_range(2, 2) comdat(@c::@any) attributes {no_unwind} {
    llvm.return %arg0 : i32
  }
  llvm.func @decl() comdat(@c::@any)
  llvm.func @generic() vscale_range(4, 8)
}

