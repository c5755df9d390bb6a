// uop-fuzz-diff seed x
uop.kernel @k {
}
